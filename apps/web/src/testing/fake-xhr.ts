import { vi } from 'vitest';

/** One upload the code under test sent; the test answers it when it likes (web tests only). */
export interface FakeUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData | null;
  /** Fires an upload progress event. */
  progress(loaded: number, total: number): void;
  respond(status: number, body: unknown): void;
  fail(): void;
}

/**
 * Replaces XMLHttpRequest with a stand-in that records each request and lets the test drive its
 * progress and answer, so upload progress and failures can be shown step by step.
 */
export function installFakeXhr(autoRespond?: (upload: FakeUpload) => { status: number; body: unknown }) {
  const uploads: FakeUpload[] = [];

  class FakeXMLHttpRequest {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }

    abort() {
      this.onabort?.();
    }

    send(body: FormData | null) {
      const upload: FakeUpload = {
        method: this.method,
        url: this.url,
        headers: this.headers,
        body,
        progress: (loaded, total) =>
          this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent),
        respond: (status, responseBody) => {
          this.status = status;
          this.responseText = JSON.stringify(responseBody);
          this.onload?.();
        },
        fail: () => this.onerror?.(),
      };
      uploads.push(upload);
      if (autoRespond) {
        const { status, body: answer } = autoRespond(upload);
        setTimeout(() => upload.respond(status, answer), 0);
      }
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return { uploads };
}
