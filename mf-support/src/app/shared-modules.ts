import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { ThemeContext } from '@emotion/react';
import { createSvgIcon } from '@mui/material/SvgIcon';
import { Button } from '@store/app-kit/shared-mui-components';
import { recordSharedModules } from '@store/app-kit';

/** Records the shared libraries this bundle received (the e2e suite compares them across apps). */
export function recordSupportSharedModules(): void {
  recordSharedModules('support', {
    react: useState,
    'react-dom': createPortal,
    'react-router-dom': useNavigate,
    '@emotion/react': ThemeContext,
    '@store/app-kit/shared-mui-components': Button,
    '@mui/material/SvgIcon': createSvgIcon,
  });
}
