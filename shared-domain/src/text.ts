// What a name or a free text may hold (issue 40): NFC, no Unicode format characters, and a length
// counted on what a reader sees. The field schemas (schemas/fields.ts `textField`) apply it to every
// name and free text, so the forms and the api store the same string.
//
// Format characters (general category Cf) are invisible and act on the text around them: bidi
// controls (U+202A–U+202E, U+2066–U+2069, U+200E/F, U+061C) reorder it — a review whose U+202E
// turns the rest of a therapist's list or an e-mail backwards —, zero-width spaces and joiners
// (U+200B–U+200D), the word joiner (U+2060), the BOM (U+FEFF), the soft hyphen… pass a length
// check while showing nothing. They are removed, not refused: a name pasted from a document that
// carried one still saves, as what it shows. The one exception is the zero-width joiner between
// two pictographs, which draws one emoji (👩‍💻) and reorders nothing.

/** Removed from every text: category Cf (a ZWJ inside an emoji sequence aside, below). */
const FORMAT = /\p{Cf}/gu;
const ZWJ = '\u200D';
/** A pictograph (with its variation selector or skin tone) just before a ZWJ / just after it. */
const PICTOGRAPH_BEFORE = /(?:\p{Extended_Pictographic}\uFE0F?|[\u{1F3FB}-\u{1F3FF}])$/u;
const PICTOGRAPH_AFTER = /^\p{Extended_Pictographic}/u;

/** Control characters (Cc). A single-line field turns line breaks and tabs into spaces; a
 * multi-line one keeps them (CR LF and CR as LF, U+2028/U+2029 as LF); the rest go. */
const CONTROL = /\p{Cc}/gu;

export interface CleanTextOptions {
  /** bios, reviews, notes: line breaks and tabs are kept (default: a one-line field) */
  multiline?: boolean;
}

function withoutFormatCharacters(value: string): string {
  return value.replace(FORMAT, (ch: string, offset: number, whole: string) =>
    ch === ZWJ && PICTOGRAPH_BEFORE.test(whole.slice(Math.max(0, offset - 3), offset)) && PICTOGRAPH_AFTER.test(whole.slice(offset + 1, offset + 3)) ? ch : '',
  );
}

/**
 * A name or free text as it is stored: NFC (an 'é' typed as e + U+0301 is the same 'é'), without
 * format characters, with the control characters its kind allows, trimmed. A one-line field also
 * collapses runs of spaces (a name pasted with a line break reads 'Ana Souza').
 */
export function cleanText(value: string, options: CleanTextOptions = {}): string {
  const normalised = withoutFormatCharacters(value.normalize('NFC'));
  if (options.multiline) {
    return normalised
      .replace(/\r\n?|[\u2028\u2029]/g, '\n')
      .replace(CONTROL, (ch) => (ch === '\n' || ch === '\t' ? ch : ''))
      .trim();
  }
  return normalised
    .replace(CONTROL, (ch) => (/\s/.test(ch) ? ' ' : ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** A grapheme that shows nothing: only spaces, default-ignorable code points (fillers such as
 * U+3164, variation selectors, what Cf left) and combining marks with no base. */
const INVISIBLE_GRAPHEME = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{M}\p{C}]*$/u;

const graphemes: (value: string) => Iterable<string> =
  typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
    ? (() => {
        const segmenter = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });
        return (value: string) => Array.from(segmenter.segment(value), (s) => s.segment);
      })()
    : (value: string) => Array.from(value);

/**
 * How many characters a reader sees in `value`, where minimum lengths are counted: user-perceived
 * characters (an emoji or an accented letter is one), spaces counted only between visible ones,
 * invisible ones not at all. Three U+200B count 0; 'Ana' 3; 'A  B' 4 ('A', two spaces, 'B').
 */
export function visibleLength(value: string): number {
  const parts = Array.from(graphemes(value));
  let first = parts.findIndex((g) => !INVISIBLE_GRAPHEME.test(g));
  if (first === -1) return 0;
  let last = parts.length - 1;
  while (INVISIBLE_GRAPHEME.test(parts[last]!)) last--;
  let n = 0;
  for (; first <= last; first++) {
    const g = parts[first]!;
    // between visible characters a space counts; other invisible graphemes never do
    if (!INVISIBLE_GRAPHEME.test(g) || /^\p{White_Space}+$/u.test(g)) n++;
  }
  return n;
}
