import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installTestRuntimeConfig } from '@store/remote-kit/testing';
import { renderShell } from '../../test/render-shell';
import { ChatBubble } from './ChatBubble';

// A fresh module registry: the chat window's code has not been loaded in this file.
describe('ChatBubble before its window has loaded', () => {
  beforeEach(() => installTestRuntimeConfig('shell'));

  it('opens on the first press once the code arrives, and then moves focus to the message box', async () => {
    const user = userEvent.setup();
    renderShell(<ChatBubble />);
    const button = screen.getByRole('button', { name: 'Abrir chat' });
    expect(button).not.toHaveAttribute('aria-controls');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: /^Chat con/ });
    expect(button).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() => expect(screen.getByRole('textbox')).toHaveFocus());
  });
});
