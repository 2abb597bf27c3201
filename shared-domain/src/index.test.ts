import * as domain from './index';

describe('package entry', () => {
  it('re-exports every module', () => {
    for (const name of [
      'roleOf',
      'statusLabel',
      'THERAPIST_PRIVATE_FIELDS',
      'FEATURED_LIMIT',
      'todayIso',
      'isHttpUrl',
      'maskCpf',
      'formatCurrency',
      'generateSlots',
      'canTransition',
      'youtubeVideoId',
      'searchFiltersFromParams',
      'validate',
      'loginSchema',
      'therapistProfileSchema',
      'VALIDATION_MESSAGES',
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });
});
