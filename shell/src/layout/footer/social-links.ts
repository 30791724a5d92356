import type { SvgIconComponent } from '@mui/icons-material';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import YouTubeIcon from '@mui/icons-material/YouTube';

export interface SocialLink {
  network: string;
  href: string;
  Icon: SvgIconComponent;
}

/** The store's profiles, linked from the footer ("TecnoHN en {network}"). */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'Facebook', href: 'https://www.facebook.com/tecnohn', Icon: FacebookIcon },
  { network: 'Instagram', href: 'https://www.instagram.com/tecnohn', Icon: InstagramIcon },
  { network: 'YouTube', href: 'https://www.youtube.com/@tecnohn', Icon: YouTubeIcon },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/tecnohn', Icon: LinkedInIcon },
];
