import { createRoot } from 'react-dom/client';
import { eventBus } from '@store/shared-kernel';
const el = document.getElementById('root');
if (el) createRoot(el).render(<p>{eventBus.instanceId}</p>);
