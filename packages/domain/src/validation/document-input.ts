/** The wire shape validation reads (api.md §8.1): figures at top level, locales, geometry, associations. */
export interface LocaleInput {
  lang?: string | null;
  [field: string]: unknown;
}

export interface GeometryInput {
  geom?: string | null;
  geom_detail?: string | null;
  [key: string]: unknown;
}

/** An associated document as sent in `associations` lists. */
export interface AssociatedInput {
  document_id: number;
  [key: string]: unknown;
}

export interface DocumentInput {
  locales?: readonly LocaleInput[] | null;
  geometry?: GeometryInput | null;
  associations?: Partial<Record<string, readonly AssociatedInput[]>> | null;
  [field: string]: unknown;
}

export interface ValidateOptions {
  isModerator?: boolean;
  /** Creation (POST): locales, geometry and association lists must be present. On update they may be omitted. */
  creating?: boolean;
  /** Reference time for "not in the future" (outing dates); defaults to the current time. */
  now?: Date;
}
