import type { ChangeEvent, SubmitEvent, KeyboardEvent, RefObject } from 'react';
import Avatar from '@mui/material/Avatar';
import { Box, IconButton, InputBase, Paper, Typography } from '@store/app-kit/shared-mui-components';
import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import SendIcon from '@mui/icons-material/Send';
import { CHAT_BUTTON_PX, CHAT_EDGE_PX } from './chat-constants';
import { TypingDots } from './TypingDots';

export interface ChatOverlayProps {
  id: string;
  accountName: string;
  messageBody: string;
  messageTime: string;
  placeholder: string;
  typing: boolean;
  text: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onTextChange: (text: string) => void;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  onClose: () => void;
}

/**
 * The chat window. A non-modal dialog: no backdrop, no focus trap, and only its own box takes
 * clicks, so the page around it stays usable while it is open.
 */
export function ChatOverlay({
  id,
  accountName,
  messageBody,
  messageTime,
  placeholder,
  typing,
  text,
  inputRef,
  onTextChange,
  onSubmit,
  onClose,
}: ChatOverlayProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <Paper
      id={id}
      role="dialog"
      aria-label={`Chat con ${accountName}`}
      elevation={8}
      onKeyDown={handleKeyDown}
      sx={(theme) => ({
        position: 'fixed',
        right: CHAT_EDGE_PX,
        bottom: CHAT_EDGE_PX * 2 + CHAT_BUTTON_PX,
        // Covers no more than the corner on a phone: never wider than the screen minus margins.
        width: `min(360px, calc(100vw - ${String(CHAT_EDGE_PX * 2)}px))`,
        maxHeight: `calc(100vh - ${String(CHAT_EDGE_PX * 3 + CHAT_BUTTON_PX)}px)`,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        // Above the page, below MUI dialogs, menus' modals and snackbars.
        zIndex: theme.zIndex.speedDial,
      })}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 1.5,
          py: 1,
          bgcolor: '#075e54',
          color: '#ffffff',
        }}
      >
        <Avatar aria-hidden="true" sx={{ bgcolor: '#ffffff', color: '#075e54', width: 36, height: 36 }}>
          {accountName.trim().charAt(0).toUpperCase()}
        </Avatar>
        <Typography component="p" sx={{ flex: 1, fontWeight: 600, minWidth: 0 }} noWrap>
          {accountName}
        </Typography>
        <IconButton
          aria-label="Cerrar chat"
          onClick={onClose}
          sx={{ color: 'inherit', '&:focus-visible': { outline: '2px solid #ffffff' } }}
        >
          <CloseIcon />
        </IconButton>
      </Box>

      <Box sx={{ bgcolor: '#ece5dd', px: 1.5, py: 2, overflowY: 'auto', flex: 1 }}>
        {typing ? (
          <TypingDots />
        ) : (
          <Box
            data-testid="chat-message"
            sx={{
              bgcolor: 'background.paper',
              color: 'text.primary',
              borderRadius: 2,
              borderTopLeftRadius: 0,
              boxShadow: 1,
              px: 1.5,
              py: 1,
              maxWidth: '85%',
              display: 'inline-block',
            }}
          >
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{messageBody}</Typography>
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'flex-end',
                alignItems: 'center',
                gap: 0.5,
                color: 'text.secondary',
              }}
            >
              <Typography variant="caption" component="span">
                {messageTime}
              </Typography>
              <DoneAllIcon
                role="img"
                aria-hidden={false}
                aria-label="Entregado"
                sx={{ fontSize: 16, color: '#1769aa' }}
              />
            </Box>
          </Box>
        )}
      </Box>

      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1, bgcolor: '#f0f0f0' }}
      >
        <InputBase
          inputRef={inputRef}
          value={text}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onTextChange(event.target.value)}
          placeholder={placeholder}
          inputProps={{ 'aria-label': 'Mensaje', autoComplete: 'off', enterKeyHint: 'send' }}
          sx={{
            flex: 1,
            bgcolor: 'background.paper',
            borderRadius: 5,
            px: 1.5,
            py: 0.5,
            border: '1px solid #8a94a6',
            '&.Mui-focused': { outline: '2px solid #0b3d91', outlineOffset: 1 },
            // MUI fades placeholders to 42 %, too faint on white; this grey keeps AA contrast.
            '& input::placeholder': { color: 'text.secondary', opacity: 1 },
          }}
        />
        <IconButton
          type="submit"
          aria-label="Enviar"
          sx={{ bgcolor: '#075e54', color: '#ffffff', '&:hover': { bgcolor: '#064c44' } }}
        >
          <SendIcon fontSize="small" />
        </IconButton>
      </Box>
    </Paper>
  );
}
