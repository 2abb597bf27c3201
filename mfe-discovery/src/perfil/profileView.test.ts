import { displayTitle } from '../ui/cardText';
import {
  displaySpecialty,
  durationLabel,
  languageNames,
  presentationVideo,
  profileTitleContext,
  sessionFormatLabels,
  therapistIdOrDefault,
} from './profileView';

describe('profile view', () => {
  it('falls back to id 1 when the route has none', () => {
    expect(therapistIdOrDefault(undefined)).toBe('1');
    expect(therapistIdOrDefault('  ')).toBe('1');
    expect(therapistIdOrDefault('abc')).toBe('abc');
  });

  it("titles the tab by the api's name, title and city, as the shell's server does (an empty title is not the page's default)", () => {
    const t = { fullName: 'Marina Duarte', title: '', city: 'São Paulo', bio: 'não vai ao título' };
    expect(profileTitleContext(t)).toEqual({ therapist: { fullName: 'Marina Duarte', title: '', city: 'São Paulo' } });
  });

  it('uses the default title and specialty when empty', () => {
    expect(displayTitle({ title: '' })).toBe('Psicólogo(a)');
    expect(displayTitle({ title: 'Psicóloga clínica' })).toBe('Psicóloga clínica');
    expect(displaySpecialty({ specialty: ' ' })).toBe('');
    expect(displaySpecialty({ specialty: ' Psicologia clínica ' })).toBe('Psicologia clínica');
  });

  it('labels the session formats and languages', () => {
    expect(sessionFormatLabels(['presencial', 'online'])).toEqual(['Sessões online', 'Sessões presenciais']);
    expect(sessionFormatLabels([])).toEqual([]);
    expect(languageNames(['portugues', 'ingles', 'klingon'])).toEqual(['Português', 'Inglês', 'klingon']);
    expect(durationLabel(50)).toBe('Sessões de 50 minutos');
    expect(durationLabel(0)).toBeNull();
  });
});

describe('presentation video (parsed by shared-domain youtubeVideoId)', () => {
  it('embeds a URL with a v parameter from youtube-nocookie', () => {
    expect(presentationVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toEqual({
      kind: 'embed',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
  });

  it('shows nothing for an empty link', () => {
    expect(presentationVideo('')).toEqual({ kind: 'none' });
    expect(presentationVideo(undefined)).toEqual({ kind: 'none' });
  });

  it('marks links without a valid v parameter as invalid', () => {
    for (const url of [
      'https://youtu.be/dQw4w9WgXcQ',
      'not a url',
      'javascript:alert(1)?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=<script>',
    ]) {
      expect(presentationVideo(url)).toEqual({ kind: 'invalid', url });
    }
  });
});
