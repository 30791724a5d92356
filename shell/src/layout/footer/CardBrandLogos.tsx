import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';

/*
 * Card-brand marks drawn here as simple inline SVG (a brand's colours and name, not its
 * artwork files): no request to a third party, crisp at any size, and each one is an image
 * named for screen readers.
 */

const WIDTH = 52;
const HEIGHT = 34;
const FONT = 'Arial, "Helvetica Neue", sans-serif';

interface LogoFrameProps {
  label: string;
  fill: string;
  children: ReactNode;
}

function LogoFrame({ label, fill, children }: LogoFrameProps) {
  return (
    <svg
      role="img"
      aria-label={label}
      focusable="false"
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
    >
      <rect x="0.5" y="0.5" width={WIDTH - 1} height={HEIGHT - 1} rx="4" fill={fill} stroke="#c9d0dc" />
      {children}
    </svg>
  );
}

export function VisaLogo() {
  return (
    <LogoFrame label="Visa" fill="#ffffff">
      <text
        x={WIDTH / 2}
        y="22"
        textAnchor="middle"
        fontFamily={FONT}
        fontSize="15"
        fontStyle="italic"
        fontWeight="900"
        letterSpacing="0.5"
        fill="#1a1f71"
      >
        VISA
      </text>
    </LogoFrame>
  );
}

export function MastercardLogo() {
  // The overlap of the two circles is the third colour: the orange circle clipped to the red one.
  const clipId = `mc-${useId().replace(/:/g, '')}`;
  return (
    <LogoFrame label="Mastercard" fill="#ffffff">
      <defs>
        <clipPath id={clipId}>
          <circle cx="21" cy="17" r="10" />
        </clipPath>
      </defs>
      <circle cx="21" cy="17" r="10" fill="#eb001b" />
      <circle cx="31" cy="17" r="10" fill="#f79e1b" />
      <circle cx="31" cy="17" r="10" fill="#ff5f00" clipPath={`url(#${clipId})`} />
    </LogoFrame>
  );
}

export function AmexLogo() {
  return (
    <LogoFrame label="American Express" fill="#1f6fb5">
      <text
        x={WIDTH / 2}
        y="21.5"
        textAnchor="middle"
        fontFamily={FONT}
        fontSize="12"
        fontWeight="900"
        letterSpacing="0.5"
        fill="#ffffff"
      >
        AMEX
      </text>
    </LogoFrame>
  );
}

/** The cards the store takes, in a row. */
export function CardBrandLogos() {
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
      <li>
        <VisaLogo />
      </li>
      <li>
        <MastercardLogo />
      </li>
      <li>
        <AmexLogo />
      </li>
    </Box>
  );
}
