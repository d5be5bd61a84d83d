import Button, { type ButtonProps } from '@mui/material/Button';
import Stack, { type StackProps } from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useDescribeError } from '../lib/api-error';
import { saveFile } from '../lib/save-file';

export interface DownloadChoice<Kind extends string> {
  kind: Kind;
  label: string;
  variant?: ButtonProps['variant'];
}

/**
 * Fetches one kind of file at a time and saves it: `fetching` names the kind on its way, and the
 * reader is told when it is saved or why it was not. Shared by the row of buttons and the menu.
 */
export function useFileDownload<Kind extends string>(
  fetchFile: (kind: Kind) => Promise<{ url: string; fileName: string }>,
  savedMessage: string,
  failedMessage: (reason: string) => string,
) {
  const describeError = useDescribeError();
  const [fetching, setFetching] = useState<Kind | null>(null);
  const start = async (kind: Kind) => {
    setFetching(kind);
    try {
      const { url, fileName } = await fetchFile(kind);
      saveFile(url, fileName);
      toast.success(savedMessage);
    } catch (failure) {
      toast.error(failedMessage(describeError(failure)));
    } finally {
      setFetching(null);
    }
  };
  return { fetching, start };
}

/**
 * A row of download buttons, one per kind of file. `fetchFile` fetches one kind as an object URL
 * with the name to save it under; while one file is on its way its button spins and the others
 * wait, and the reader is told when it is saved or why it was not.
 */
export function DownloadButtons<Kind extends string>({
  choices,
  fetchFile,
  savedMessage,
  failedMessage,
  size,
  direction = 'row',
  label,
}: {
  choices: DownloadChoice<Kind>[];
  fetchFile: (kind: Kind) => Promise<{ url: string; fileName: string }>;
  savedMessage: string;
  failedMessage: (reason: string) => string;
  size?: ButtonProps['size'];
  direction?: StackProps['direction'];
  /** Names the group for assistive technology. */
  label?: string;
}) {
  const { fetching, start } = useFileDownload(fetchFile, savedMessage, failedMessage);

  return (
    <Stack
      direction={direction}
      spacing={size === 'small' ? 0.5 : 1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      role={label ? 'group' : undefined}
      aria-label={label}
    >
      {choices.map(({ kind, label: buttonLabel, variant }) => (
        <Button
          key={kind}
          size={size}
          variant={variant}
          startIcon={<DownloadIcon />}
          loading={fetching === kind}
          disabled={fetching !== null && fetching !== kind}
          onClick={() => void start(kind)}
        >
          {buttonLabel}
        </Button>
      ))}
    </Stack>
  );
}
