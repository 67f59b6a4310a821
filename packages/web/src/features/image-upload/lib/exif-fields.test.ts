import { describe, expect, it } from 'vitest';
import { toMercator } from '@cairn/domain';
import { cameraName, exifDateTime, fieldsFromExif, gpsDegrees } from './exif-fields.ts';

describe('fieldsFromExif (spec 2 §5)', () => {
  it('maps the date, exposure, ISO, focal length, f-number, camera, GPS point and altitude', () => {
    const fields = fieldsFromExif({
      DateTimeOriginal: '2024:07:14 06:32:10',
      ExposureTime: 0.004,
      ISO: 200,
      FocalLength: 24,
      FNumber: 8,
      Make: 'Canon',
      Model: 'Canon EOS R6',
      GPSLatitude: [45, 49, 57.6],
      GPSLatitudeRef: 'N',
      GPSLongitude: [6, 51, 54],
      GPSLongitudeRef: 'E',
      GPSAltitude: 4808.4,
      GPSAltitudeRef: 0,
    });
    const [x, y] = toMercator(6.865, 45.8326666667);
    expect(fields).toMatchObject({
      date_time: '2024-07-14T06:32:10',
      exposure_time: 0.004,
      iso_speed: 200,
      focal_length: 24,
      fnumber: 8,
      camera_name: 'Canon EOS R6',
      elevation: 4808,
    });
    const point = JSON.parse(fields.geom!) as { type: string; coordinates: [number, number] };
    expect(point.type).toBe('Point');
    expect(point.coordinates[0]).toBeCloseTo(x, 0);
    expect(point.coordinates[1]).toBeCloseTo(y, 0);
  });

  it('takes the decimal latitude and longitude exifr computes', () => {
    const fields = fieldsFromExif({ latitude: -33.5, longitude: -70.25, GPSLatitudeRef: 'S' });
    const [x, y] = toMercator(-70.25, -33.5);
    expect(JSON.parse(fields.geom!).coordinates[0]).toBeCloseTo(x, 1);
    expect(JSON.parse(fields.geom!).coordinates[1]).toBeCloseTo(y, 1);
  });

  it('leaves out what is missing, empty or out of bounds', () => {
    expect(fieldsFromExif(null)).toEqual({});
    expect(fieldsFromExif(undefined)).toEqual({});
    expect(
      fieldsFromExif({
        DateTimeOriginal: '0000:00:00 00:00:00',
        ExposureTime: 0,
        ISO: 0,
        FocalLength: 0.5,
        Make: ' ',
        GPSLatitude: [0, 0, 0],
        GPSLatitudeRef: 'N',
        GPSLongitude: [0, 0, 0],
        GPSLongitudeRef: 'E',
        GPSAltitude: 12000,
      }),
    ).toEqual({});
    expect(fieldsFromExif({ GPSAltitude: 20, GPSAltitudeRef: [1] })).toEqual({});
  });

  it('reads the ISO from a list, and rounds it', () => {
    expect(fieldsFromExif({ ISO: [400, 400] }).iso_speed).toBe(400);
    expect(fieldsFromExif({ ISO: 99.6 }).iso_speed).toBe(100);
  });
});

describe('exifDateTime', () => {
  it('writes EXIF dates as ISO 8601, with the offset when the photo has one', () => {
    expect(exifDateTime('2023:01:02 03:04:05')).toBe('2023-01-02T03:04:05');
    expect(exifDateTime('2023:01:02 03:04:05', '+02:00')).toBe('2023-01-02T03:04:05+02:00');
    expect(exifDateTime('2023:01:02 03:04:05', 'junk')).toBe('2023-01-02T03:04:05');
    expect(exifDateTime(new Date(2020, 5, 7, 8, 9, 10))).toBe('2020-06-07T08:09:10');
    expect(exifDateTime('yesterday')).toBeUndefined();
    expect(exifDateTime(undefined)).toBeUndefined();
  });
});

describe('gpsDegrees and cameraName', () => {
  it('signs south and west', () => {
    expect(gpsDegrees([10, 30, 0], 'S')).toBe(-10.5);
    expect(gpsDegrees(12.25, 'W')).toBe(-12.25);
    expect(gpsDegrees([1, 'x'], 'N')).toBeUndefined();
  });

  it('joins make and model once', () => {
    expect(cameraName('NIKON CORPORATION', 'NIKON D750')).toBe('NIKON CORPORATION NIKON D750');
    expect(cameraName('Apple', 'iPhone 12')).toBe('Apple iPhone 12');
    expect(cameraName('Canon', 'Canon EOS 5D')).toBe('Canon EOS 5D');
    expect(cameraName(undefined, undefined)).toBeUndefined();
    expect(cameraName('A'.repeat(80), 'B'.repeat(80))!.length).toBe(100);
  });
});
