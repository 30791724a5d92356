import { useEffect, useState } from 'react';
import { Box, Button, Stack, Typography } from '@store/app-kit/shared-mui-components';
import { eventBus } from '@store/app-kit';
import type { StateEvents } from '@store/app-kit';

/** What the shell's header would do: ask for the dialog and show who is logged in. */
export function DevHome() {
  const [auth, setAuth] = useState<StateEvents['portal:auth-changed'] | undefined>(undefined);
  useEffect(() => eventBus.subscribe('portal:auth-changed', setAuth), []);
  const open = (tab: 'login' | 'signup') => {
    void eventBus.request('portal:login-requested', { v: 1, tab });
  };
  return (
    <Box component="section" sx={{ maxWidth: 720, mx: 'auto', p: 3 }}>
      <Typography variant="h1" gutterBottom>
        Portal del cliente
      </Typography>
      <Typography gutterBottom>
        {auth?.displayName ? `Sesión iniciada: ${auth.displayName}` : 'Navegas como invitado.'}
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={() => open('login')}>
          Iniciar Sesión
        </Button>
        <Button variant="outlined" onClick={() => open('signup')}>
          Registrarse
        </Button>
      </Stack>
    </Box>
  );
}
