import { describe, expect, it } from 'vitest';
import { distanceToState, MAP_HEIGHT, MAP_WIDTH, outlineSvg, project, STATES } from './india';

describe('the map of India', () => {
  it("draws India's border as the Survey of India does: all of Jammu and Kashmir with Ladakh, and Arunachal Pradesh", () => {
    // Gilgit, Skardu and the Khunjerab pass (Gilgit-Baltistan), Muzaffarabad, the Aksai Chin
    // plateau, Leh and Kargil all lie inside Jammu and Kashmir on this outline
    for (const [lat, lon, place] of [
      [35.92, 74.31, 'Gilgit'],
      [35.3, 75.63, 'Skardu'],
      [36.85, 75.42, 'Khunjerab pass'],
      [34.37, 73.47, 'Muzaffarabad'],
      [35.2, 79.3, 'Aksai Chin'],
      [34.16, 77.58, 'Leh'],
      [34.55, 76.13, 'Kargil'],
    ] as const) {
      expect(distanceToState('Jammu and Kashmir', project(lat, lon)), place).toBe(0);
    }
    for (const [lat, lon, place] of [
      [27.59, 91.87, 'Tawang'],
      [27.08, 93.6, 'Itanagar'],
      [28.07, 95.33, 'Pasighat'],
    ] as const) {
      expect(distanceToState('Arunachal Pradesh', project(lat, lon)), place).toBe(0);
    }
    // Lahore, Kathmandu and Dhaka are in no state of India
    for (const [lat, lon] of [
      [31.55, 74.34],
      [27.7, 85.32],
      [23.81, 90.41],
    ] as const) {
      expect(STATES.every((s) => distanceToState(s.name, project(lat, lon)) > 0)).toBe(true);
    }
  });

  it('places towns in their own states', () => {
    for (const [lat, lon, state] of [
      [19.07, 72.88, 'Maharashtra'],
      [15.49, 73.83, 'Goa'],
      [13.08, 80.27, 'Tamil Nadu'],
      [22.57, 88.36, 'West Bengal'],
      [26.26841, 73.00594, 'Rajasthan'],
      [29.33167, 75.62528, 'Haryana'],
      [8.08, 77.54, 'Tamil Nadu'],
      [11.62, 92.73, 'Andaman and Nicobar Islands'],
      [23.25, 69.67, 'Gujarat'],
    ] as const) {
      expect(distanceToState(state, project(lat, lon)), `${lat},${lon}`).toBeLessThan(5);
    }
  });

  it('serves the outline as one SVG with every state', () => {
    const svg = outlineSvg();
    expect(svg).toContain(`viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}"`);
    expect(STATES).toHaveLength(36);
    for (const s of STATES) expect(svg).toContain(`<title>${s.name}</title>`);
  });
});
