import { DRAWING_FILE_FIELD, plansEndpoints as endpoints, pathOf, type Drawing } from '@kadirio/domain';

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
  /** Sent together in one request: the server keeps all of them or none. */
  files: readonly File[];
  token: string | undefined;
  /** Called with the share sent so far, 0…1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * The drawings to the upload endpoint in one request (a part each, under the name it wants);
 * answers the stored drawings. One request, because the server keeps all of them or none: a
 * refused file leaves the plan as it was — a draft stays a draft, out of the checkers' queue.
 */
export function uploadDrawings({
  mapId,
  files,
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
    for (const file of files) body.append(DRAWING_FILE_FIELD, file, file.name);
    request.send(body);
  });
}

/** The drawing's address, for the viewer (which sends the token and asks for ranges itself). */
export function drawingUrl(mapId: string, drawingId: string): string {
  return absolute(pathOf(endpoints.getDrawing, { id: mapId, drawingId }));
}

/** One drawing as a Blob typed as the server says (a PDF, or a photo of a drawing), ready for an object URL. */
export async function fetchDrawing(
  mapId: string,
  drawingId: string,
  token: string | undefined,
  signal?: AbortSignal,
): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(drawingUrl(mapId, drawingId), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch (error) {
    throw new TransferError(signal?.aborted ? 'Request aborted' : 'Network Error', null, { cause: error });
  }
  if (!response.ok) throw failure(response.status, await response.text());
  // Typed explicitly, so the browser renders it: a PDF unless the server said it is an image.
  const served = response.headers.get('content-type') ?? '';
  const type = served.startsWith('image/jpeg') || served.startsWith('image/png') ? served : 'application/pdf';
  return new Blob([await response.arrayBuffer()], { type });
}
