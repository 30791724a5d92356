import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { IconButton } from '@store/app-kit/shared-mui-components';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AUTH_TEXT } from './auth-text';
import { AuthPanel } from './AuthPanel';
import { dialogClosed, selectDialog } from './dialog-slice';

/**
 * The modal itself: tabs, forms and their rules. Loaded the first time a shopper asks for it
 * (LoginDialog), so pages that never open it do not download it. MUI's Dialog traps focus inside
 * and returns it to whatever opened it.
 */
export default function AuthDialog() {
  const dispatch = useAppDispatch();
  const { open } = useAppSelector(selectDialog);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const close = () => dispatch(dialogClosed());

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="auth-dialog-title"
    >
      <DialogTitle id="auth-dialog-title" sx={{ pr: 7 }}>
        {AUTH_TEXT.dialogTitle}
      </DialogTitle>
      <IconButton
        aria-label={AUTH_TEXT.close}
        onClick={close}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <AuthPanel PanelsContainer={DialogContent} />
    </Dialog>
  );
}
