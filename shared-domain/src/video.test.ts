import { youtubeEmbedUrl, youtubeVideoId } from './video';

describe('youtubeVideoId', () => {
  it('reads the v parameter of a valid URL', () => {
    expect(youtubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('  https://www.youtube.com/watch?v=abc_DEF-123  ')).toBe('abc_DEF-123');
  });
  it('returns null otherwise', () => {
    expect(youtubeVideoId('https://youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(youtubeVideoId('https://www.youtube.com/watch')).toBeNull();
    expect(youtubeVideoId('https://www.youtube.com/watch?v=')).toBeNull();
    expect(youtubeVideoId('not a url?v=abc')).toBeNull();
    expect(youtubeVideoId('javascript:alert(1)//?v=abc')).toBeNull();
    expect(youtubeVideoId('https://www.youtube.com/watch?v=%22%3E%3Cscript%3E')).toBeNull();
    expect(youtubeVideoId('')).toBeNull();
    expect(youtubeVideoId(null)).toBeNull();
  });
  it('builds the privacy-enhanced embed URL', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });
});
