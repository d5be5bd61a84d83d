import { useCallback, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { readStorage, writeStorage } from '../../lib/storage';
import { parseSplit, type SplitPrefs } from './workspace-split-prefs';

const storageKey = (userId: string) => `kadirio.workspaceSplit.${userId}`;

/**
 * The split of this user (on this device): read once, written on every change. The workspace
 * holds it (not the split itself) because whether the drawing is open also decides whether the
 * sidebar of sheets has room beside it.
 */
export function useSplitPrefs(): [SplitPrefs, (next: SplitPrefs) => void] {
  const userId = useAppSelector((state) => state.auth.user?._id) ?? 'anonymous';
  const [prefs, setPrefs] = useState<{ userId: string; prefs: SplitPrefs }>(() => ({
    userId,
    prefs: parseSplit(readStorage('local', storageKey(userId))),
  }));
  const current =
    prefs.userId === userId ? prefs.prefs : parseSplit(readStorage('local', storageKey(userId)));
  const save = useCallback(
    (next: SplitPrefs) => {
      setPrefs({ userId, prefs: next });
      writeStorage('local', storageKey(userId), JSON.stringify(next));
    },
    [userId],
  );
  return [current, save];
}
