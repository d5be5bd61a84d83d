import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DownloadIcon from '@mui/icons-material/Download';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useFileDownload, type DownloadChoice } from './download-buttons';

/**
 * The downloads folded into one button and its menu: on a phone a row of full-width download
 * buttons took the first screen that the bill's total belongs to. `header` sits above the choices
 * (the documents' language).
 */
export function DownloadMenu<Kind extends string>({
  label,
  choices,
  header,
  fetchFile,
  savedMessage,
  failedMessage,
}: {
  label: string;
  choices: DownloadChoice<Kind>[];
  header?: ReactNode;
  fetchFile: (kind: Kind) => Promise<{ url: string; fileName: string }>;
  savedMessage: string;
  failedMessage: (reason: string) => string;
}) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { fetching, start } = useFileDownload(fetchFile, savedMessage, failedMessage);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        endIcon={<ArrowDropDownIcon />}
        loading={fetching !== null}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {header && <Box sx={{ px: 2, pb: 1 }}>{header}</Box>}
        {choices.map(({ kind, label: choiceLabel }) => (
          <MenuItem
            key={kind}
            onClick={() => {
              setAnchor(null);
              void start(kind);
            }}
          >
            {choiceLabel}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
