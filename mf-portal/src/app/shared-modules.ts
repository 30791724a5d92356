import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { ThemeContext } from '@emotion/react';
import { createSvgIcon } from '@mui/material/SvgIcon';
import { Button } from '@store/app-kit/shared-mui-components';
import { recordSharedModules } from '@store/app-kit';

/**
 * Records the module objects this remote received from the federation share scope; the e2e
 * suite compares them across apps to prove each shared library is loaded once per page.
 */
export function recordPortalSharedModules(): void {
  recordSharedModules('portal', {
    react: useState,
    'react-dom': createPortal,
    'react-router-dom': useNavigate,
    '@emotion/react': ThemeContext,
    '@store/app-kit/shared-mui-components': Button,
    '@mui/material/SvgIcon': createSvgIcon,
  });
}
