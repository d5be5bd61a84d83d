import { MAP_LIMITS } from '@kadirio/domain';

const FALLBACK_NAME = 'drawing.pdf';

/**
 * Characters never kept in a name: C0/C1 controls and DEL, and the invisible formatting marks
 * (zero-width, bidirectional overrides) that can make `plan<U+202E>fdp.exe` display as `planexe.pdf`.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
/** Characters that are unsafe in a file name on a common file system, or in a header. */
const RESERVED = /[<>:"|?*]/g;

/**
 * The uploaded file's name reduced to something safe to show and to offer on download: the last
 * path segment only (a browser may send `C:\Users\…\plan.pdf`), without invisible or reserved
 * characters, not hidden (no leading dots), ending in `.<extension>` (the kind its content was
 * checked to be: `pdf`, `jpg`, `png`; a JPEG may keep `.jpeg`) and at most
 * MAP_LIMITS.drawingNameMax characters long. With `extension` null the name keeps whatever it
 * ends in (to name a refused file as the person sent it). It is metadata only: files are stored
 * under names the server chooses.
 */
export function sanitiseFileName(raw: string | undefined | null, extension: string | null = 'pdf'): string {
  const lastSegment = (raw ?? '').normalize('NFC').replace(INVISIBLE, '').split(/[/\\]/).pop() ?? '';
  let name = lastSegment
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  if (name === '') name = extension === null ? FALLBACK_NAME : `drawing.${extension}`;
  const ending = extension === null ? '' : endingFor(name, extension);
  if (extension !== null && ending === `.${extension}` && !name.toLowerCase().endsWith(ending))
    name = `${name.replace(/[.\s]+$/, '')}${ending}`;
  const codePoints = Array.from(name);
  if (codePoints.length > MAP_LIMITS.drawingNameMax) {
    const keep = ending || '';
    const stem = codePoints
      .slice(0, MAP_LIMITS.drawingNameMax - keep.length)
      .join('')
      .trimEnd();
    name = `${stem}${keep}`;
  }
  return name;
}

/** The ending a name of this kind keeps: `.jpeg` stays for a JPEG, otherwise `.<extension>`. */
function endingFor(name: string, extension: string): string {
  if (extension === 'jpg' && /\.jpeg$/i.test(name)) return name.slice(-5);
  if (name.toLowerCase().endsWith(`.${extension}`)) return name.slice(-(extension.length + 1));
  return `.${extension}`;
}

/** RFC 5987 value-chars: what encodeURIComponent leaves alone, minus the four it must not. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A Content-Disposition header for a (sanitised) name: a plain-ASCII `filename` for old clients
 * and the exact UTF-8 name as RFC 5987 `filename*`.
 */
export function contentDisposition(name: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  const safe = sanitiseFileName(name, null);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(safe)}`;
}
