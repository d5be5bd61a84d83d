import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

/**
 * The top bar's menus and drawer. They load after the first paint (see top-bar.tsx) because
 * Menu and Drawer bring MUI's modal machinery, which the first screen does not otherwise need.
 */

export interface PopupLink {
  label: string;
  to: string;
}

interface MenuProps {
  id: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

export function LinkMenu({ id, anchorEl, onClose, links }: MenuProps & { links: PopupLink[] }) {
  return (
    <Menu id={id} anchorEl={anchorEl} open={anchorEl !== null} onClose={onClose}>
      {links.map(({ label, to }) => (
        <MenuItem key={to} component={RouterLink} to={to} onClick={onClose}>
          {label}
        </MenuItem>
      ))}
    </Menu>
  );
}

export function AccountMenuPopup({
  id,
  anchorEl,
  onClose,
  profileLabel,
  logoutLabel,
  onLogout,
}: MenuProps & { profileLabel: string; logoutLabel: string; onLogout: () => void }) {
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={anchorEl !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem component={RouterLink} to="/Profile" onClick={onClose}>
        {profileLabel}
      </MenuItem>
      <MenuItem onClick={onLogout}>{logoutLabel}</MenuItem>
    </Menu>
  );
}

export function NavigationDrawer({
  isOpen,
  onClose,
  label,
  links,
}: {
  isOpen: boolean;
  onClose: () => void;
  label: string;
  links: PopupLink[];
}) {
  return (
    <Drawer open={isOpen} onClose={onClose}>
      <Box component="nav" aria-label={label} sx={{ width: 260 }}>
        <List>
          {links.map(({ label: linkLabel, to }) => (
            <ListItemButton key={to} component={RouterLink} to={to} onClick={onClose}>
              <ListItemText primary={linkLabel} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
