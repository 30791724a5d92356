import { Box, CircularProgress, Paper, Typography } from '@store/app-kit/shared-mui-components';
import type { ReactNode } from 'react';
import { ErrorState, failureMessage } from '@store/remote-kit';
import { PortalSection } from '../../components/PortalSection';
import { useCustomerSession } from '../auth';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ContactDetailsForm } from './ContactDetailsForm';
import { useGetProfileQuery } from './profile-api';
import { PROFILE_TEXT } from './profile-text';

const CONTACT_HEADING_ID = 'profile-contact-heading';
const PASSWORD_HEADING_ID = 'profile-password-heading';

/** One block of the page: an outlined card with its h2, which names what it holds. */
function ProfileCard({
  headingId,
  heading,
  children,
}: {
  headingId: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} component="h2" variant="h5" gutterBottom>
        {heading}
      </Typography>
      {children}
    </Paper>
  );
}

/** The customer's contact data: loading, the failure with 'Reintentar', or the form. */
function ContactDetailsSection({ customerId }: { customerId: number }) {
  const { data: profile, error, isLoading, refetch } = useGetProfileQuery(customerId);
  if (profile) {
    return <ContactDetailsForm customerId={customerId} profile={profile} labelledBy={CONTACT_HEADING_ID} />;
  }
  if (error !== undefined && !isLoading) {
    return <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />;
  }
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}>
      <CircularProgress size={24} aria-hidden="true" />
      <span>{PROFILE_TEXT.loading}</span>
    </Box>
  );
}

/**
 * `/portal` (Mi Perfil): the customer's contact data with the contact/customer form of the spec
 * (section 5), saved with POST /customers/save-customer/{id}, and the password change. Renders
 * nothing without a session (the portal's guard handles guests).
 */
export function ProfilePage() {
  const session = useCustomerSession();
  if (!session) return null;
  return (
    <PortalSection title={PROFILE_TEXT.title}>
      <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
        <ProfileCard headingId={CONTACT_HEADING_ID} heading={PROFILE_TEXT.contactHeading}>
          <ContactDetailsSection customerId={session.customerId} />
        </ProfileCard>
        <ProfileCard headingId={PASSWORD_HEADING_ID} heading={PROFILE_TEXT.passwordHeading}>
          <ChangePasswordForm email={session.user.email} labelledBy={PASSWORD_HEADING_ID} />
        </ProfileCard>
      </Box>
    </PortalSection>
  );
}

export default ProfilePage;
