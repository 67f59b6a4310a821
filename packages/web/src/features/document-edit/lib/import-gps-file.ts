/**
 * Reading a GPS file for the edit form: its own chunk, loaded by `import()` when a file is
 * dropped or picked, so the parsers (togeojson, Garmin's FIT SDK) never weigh on the form.
 */
import { importGeometry, type ImportedGeometry } from '@cairn/domain';

/** The point and detail geometry of a file; throws when it yields nothing (spec 3 §5). */
export async function importGpsFile(file: File): Promise<ImportedGeometry> {
  const data = new Uint8Array(await file.arrayBuffer());
  return importGeometry({ name: file.name, data });
}
