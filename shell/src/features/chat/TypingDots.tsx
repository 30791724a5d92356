import { Box } from '@store/app-kit/shared-mui-components';
import { keyframes } from '@mui/material/styles';

const bounce = keyframes`
  0%, 60%, 100% { transform: translateY(0); opacity: 0.4; }
  30% { transform: translateY(-4px); opacity: 1; }
`;

/** Three bouncing dots that stand in for the message while the account is "typing". */
export function TypingDots() {
  return (
    <Box
      role="status"
      aria-label="Escribiendo…"
      sx={{
        display: 'inline-flex',
        gap: '5px',
        alignItems: 'center',
        bgcolor: 'background.paper',
        borderRadius: 2,
        px: 1.5,
        py: 1.25,
        boxShadow: 1,
      }}
    >
      {[0, 1, 2].map((index) => (
        <Box
          key={index}
          component="span"
          data-testid="chat-typing-dot"
          aria-hidden="true"
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: 'text.secondary',
            animation: `${bounce} 1.2s ease-in-out infinite`,
            animationDelay: `${String(index * 0.15)}s`,
            // Motion-sensitive shoppers still see three dots, just still ones.
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.7 },
          }}
        />
      ))}
    </Box>
  );
}
