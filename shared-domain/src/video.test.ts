import { youtubeEmbedUrl, youtubeVideoId } from './video';

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
    ['  https://www.youtube.com/watch?v=abc_DEF-123  ', 'abc_DEF-123'],
  ])('reads the v parameter of a valid URL: %p → %p', (url, id) => {
    expect(youtubeVideoId(url)).toBe(id);
  });
  it.each([
    'https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/watch', 'https://www.youtube.com/watch?v=', 'not a url?v=abc',
    'javascript:alert(1)//?v=abc', 'https://www.youtube.com/watch?v=%22%3E%3Cscript%3E', '', null,
  ])('returns null otherwise: %p', (url) => {
    expect(youtubeVideoId(url)).toBeNull();
  });
  it('builds the privacy-enhanced embed URL', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });
});
