import { describe, expect, it } from 'vitest';
import { cameraSettings, exposureText, resolutionText, type NumberFormat } from './camera-settings.ts';

const english: NumberFormat = (value, digits = 0) =>
  new Intl.NumberFormat('en', { maximumFractionDigits: digits }).format(value);
const french: NumberFormat = (value, digits = 0) =>
  new Intl.NumberFormat('fr', { maximumFractionDigits: digits }).format(value);

describe('exposure time', () => {
  it.each([
    [0.004, '1/250 s'],
    [1 / 2000, '1/2000 s'],
    [1 / 125, '1/125 s'],
    [0.5, '1/2 s'],
    [1 / 3, '1/3 s'],
    [0.8, '0.8 s'],
    [0.3, '0.3 s'],
    [1, '1 s'],
    [2.5, '2.5 s'],
    [30, '30 s'],
  ])('%d s reads %s', (seconds, text) => {
    expect(exposureText(seconds, english)).toBe(text);
  });

  it('formats seconds in the interface language', () => {
    expect(exposureText(0.8, french)).toBe('0,8 s');
  });

  it.each([0, -1, null, undefined, 'fast', Number.NaN])('has nothing to show for %s', (value) => {
    expect(exposureText(value, english)).toBeNull();
  });
});

describe('camera settings', () => {
  it('lists camera, exposure as 1/x s, f-number, focal length in mm and ISO, in that order', () => {
    expect(
      cameraSettings(
        {
          camera_name: 'Canon EOS 90D',
          exposure_time: 0.002,
          fnumber: 5.6,
          focal_length: 35,
          iso_speed: 200,
        },
        english,
      ),
    ).toEqual(['Canon EOS 90D', '1/500 s', 'f/5.6', '35 mm', 'ISO 200']);
  });

  it('uses the decimal comma in French and keeps one decimal of focal length', () => {
    expect(cameraSettings({ fnumber: 2.8, focal_length: 6.9, iso_speed: 1600 }, french)).toEqual([
      'f/2,8',
      '6,9 mm',
      `ISO 1${'\u202f'}600`,
    ]);
  });

  it('leaves out what the picture does not say', () => {
    expect(cameraSettings({ camera_name: '  ', exposure_time: null, fnumber: 0 }, english)).toEqual([]);
    expect(cameraSettings({ iso_speed: 400 }, english)).toEqual(['ISO 400']);
  });
});

describe('resolution', () => {
  it('reads width × height in pixels', () => {
    expect(resolutionText({ width: 4000, height: 3000 }, english)).toBe('4,000 × 3,000 px');
  });

  it('needs both sides', () => {
    expect(resolutionText({ width: 4000 }, english)).toBeNull();
    expect(resolutionText({ width: 4000, height: 0 }, english)).toBeNull();
  });
});
