/**
 * Web storage can throw (private browsing, storage disabled, quota). Persistence is a comfort,
 * never a reason for the app to fail, so every access goes through these two functions.
 */
type StorageArea = 'local' | 'session';

function getArea(area: StorageArea): Storage | undefined {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStorage(area: StorageArea, key: string): string | null {
  try {
    return getArea(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes `value`, or removes the key when `value` is null. */
export function writeStorage(area: StorageArea, key: string, value: string | null): void {
  try {
    const storage = getArea(area);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage full or blocked: the in-memory state still holds, only reloads forget it.
  }
}
