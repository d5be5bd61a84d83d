import { DRAWING_FILE_FIELD, mapsEndpoints as endpoints, pathOf, type Drawing } from '@kadirio/domain';

/**
 * Drawing bytes travel outside RTK Query: an upload needs XMLHttpRequest for its progress events
 * (fetch has none), and a download is a Blob, which has no place in the store. Both send the
 * session's bearer token themselves.
 */

/** A failed transfer: the server's message, or a library-style text that translateErrorMessage knows. */
export class TransferError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or null when no answer arrived. */
    readonly httpStatus: number | null,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'TransferError';
  }
}

/** Absolute, like the API slice's base: `new Request()` outside a page needs an origin. */
function absolute(path: string): string {
  return `${window.location.origin}${path}`;
}

function messageOf(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string')
      return body.message;
  } catch {
    // not JSON: fall back to the status
  }
  return undefined;
}

function failure(status: number, bodyText: string): TransferError {
  return new TransferError(messageOf(bodyText) ?? `Request failed with status code ${status}`, status);
}

export interface UploadDrawingOptions {
  mapId: string;
  file: File;
  token: string | undefined;
  /** Called with the share sent so far, 0…1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** One PDF to the upload endpoint (in the part it names); answers the stored drawing. */
export function uploadDrawing({
  mapId,
  file,
  token,
  onProgress,
  signal,
}: UploadDrawingOptions): Promise<Drawing[]> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', absolute(pathOf(endpoints.uploadDrawings, { id: mapId })));
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        try {
          resolve(JSON.parse(request.responseText) as Drawing[]);
        } catch {
          resolve([]);
        }
      } else {
        reject(failure(request.status, request.responseText));
      }
    };
    request.onerror = () => reject(new TransferError('Network Error', null));
    request.onabort = () => reject(new TransferError('Request aborted', null));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    body.append(DRAWING_FILE_FIELD, file, file.name);
    request.send(body);
  });
}

/** The PDF of one drawing as a Blob typed application/pdf, ready for an object URL. */
export async function fetchDrawing(
  mapId: string,
  drawingId: string,
  token: string | undefined,
  signal?: AbortSignal,
): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(absolute(pathOf(endpoints.getDrawing, { id: mapId, drawingId })), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch (error) {
    throw new TransferError(signal?.aborted ? 'Request aborted' : 'Network Error', null, { cause: error });
  }
  if (!response.ok) throw failure(response.status, await response.text());
  // Typed explicitly, so the browser's own PDF viewer renders it whatever the header said.
  return new Blob([await response.arrayBuffer()], { type: 'application/pdf' });
}
