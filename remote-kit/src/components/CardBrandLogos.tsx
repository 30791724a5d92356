import { useId, type ReactNode } from 'react';
import { Box } from '@store/app-kit/shared-mui-components';

/*
 * Card-brand marks drawn here as simple inline SVG (a brand's colours and name, not its
 * artwork files): no request to a third party, crisp at any size, and each one is an image
 * named for screen readers. The footer lists them; the checkout's card form shows the one its
 * number belongs to.
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

interface WordmarkProps {
  label: string;
  word: string;
  background: string;
  colour: string;
  fontSize: number;
  baseline: number;
  italic?: boolean;
}

/** A brand shown by its name in its colours (Visa, American Express). */
function WordmarkLogo({
  label,
  word,
  background,
  colour,
  fontSize,
  baseline,
  italic = false,
}: WordmarkProps) {
  return (
    <LogoFrame label={label} fill={background}>
      <text
        x={WIDTH / 2}
        y={baseline}
        textAnchor="middle"
        fontFamily={FONT}
        fontSize={fontSize}
        fontStyle={italic ? 'italic' : undefined}
        fontWeight="900"
        letterSpacing="0.5"
        fill={colour}
      >
        {word}
      </text>
    </LogoFrame>
  );
}

export function VisaLogo() {
  return (
    <WordmarkLogo
      label="Visa"
      word="VISA"
      background="#ffffff"
      colour="#1a1f71"
      fontSize={15}
      baseline={22}
      italic
    />
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
    <WordmarkLogo
      label="American Express"
      word="AMEX"
      background="#1f6fb5"
      colour="#ffffff"
      fontSize={12}
      baseline={21.5}
    />
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
