import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { LinkComponent } from '../components/link-component';
import { PATHS } from '../lib/paths';

/**
 * The top bar's menus and drawer. They load after the first paint (see top-bar.tsx) because
 * Menu and Drawer bring MUI's modal machinery, which the first screen does not otherwise need.
 */

export interface PopupLink {
  label: string;
  to: string;
}

interface MenuProps {
  /** React Router's Link in the app, the landing page's anchor before it (see top-bar.tsx). */
  linkComponent: LinkComponent;
  id: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

export function LinkMenu({
  linkComponent,
  id,
  anchorEl,
  onClose,
  links,
}: MenuProps & { links: PopupLink[] }) {
  return (
    <Menu id={id} anchorEl={anchorEl} open={anchorEl !== null} onClose={onClose}>
      {links.map(({ label, to }) => (
        <MenuItem key={to} component={linkComponent} to={to} onClick={onClose}>
          {label}
        </MenuItem>
      ))}
    </Menu>
  );
}

export function AccountMenuPopup({
  linkComponent,
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
      <MenuItem component={linkComponent} to={PATHS.profile} onClick={onClose}>
        {profileLabel}
      </MenuItem>
      <MenuItem onClick={onLogout}>{logoutLabel}</MenuItem>
    </Menu>
  );
}

export function NavigationDrawer({
  linkComponent,
  isOpen,
  onClose,
  label,
  links,
}: {
  linkComponent: LinkComponent;
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
            <ListItemButton key={to} component={linkComponent} to={to} onClick={onClose}>
              <ListItemText primary={linkLabel} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
