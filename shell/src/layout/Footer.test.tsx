import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installTestRuntimeConfig } from '@store/remote-kit/testing';
import { getRuntimeConfig, setRuntimeConfig } from '@store/app-kit';
import { renderShell } from '../test/render-shell';
import { Footer } from './Footer';

function installChatPhone(phone: string) {
  installTestRuntimeConfig('shell');
  const config = getRuntimeConfig();
  setRuntimeConfig({ ...config, chat: { ...config.chat, phone } });
}

function renderFooter() {
  renderShell(<Footer />);
  return screen.getByRole('contentinfo');
}

describe('Footer', () => {
  beforeEach(() => installChatPhone('+504 9876-5432'));

  it('keeps the national phone line with a tel: link', () => {
    const footer = renderFooter();
    expect(within(footer).getByText(/Línea nacional/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '2280-1010' })).toHaveAttribute(
      'href',
      'tel:+50422801010',
    );
  });

  it('links to a chat on the messaging service with the configured chat phone, in a new tab', () => {
    const footer = renderFooter();
    const chat = within(footer).getByRole('link', { name: 'Escríbenos por WhatsApp' });
    expect(chat).toHaveAttribute('href', 'https://api.whatsapp.com/send?phone=50498765432');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat.getAttribute('rel')).toContain('noopener');
  });

  it('leaves the chat link out when no chat phone is configured', () => {
    installChatPhone('');
    const footer = renderFooter();
    expect(within(footer).queryByRole('link', { name: 'Escríbenos por WhatsApp' })).not.toBeInTheDocument();
  });

  it.each([
    ['Facebook', 'https://www.facebook.com/tecnohn'],
    ['Instagram', 'https://www.instagram.com/tecnohn'],
    ['YouTube', 'https://www.youtube.com/@tecnohn'],
    ['LinkedIn', 'https://www.linkedin.com/company/tecnohn'],
  ])('links to TecnoHN on %s', (network, href) => {
    const footer = renderFooter();
    const link = within(footer).getByRole('link', { name: `TecnoHN en ${network}` });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows the accepted card brands as named images under "Aceptamos"', () => {
    const footer = renderFooter();
    expect(within(footer).getByRole('heading', { name: 'Aceptamos' })).toBeInTheDocument();
    for (const brand of ['Visa', 'Mastercard', 'American Express']) {
      const logo = within(footer).getByRole('img', { name: brand });
      expect(logo.tagName.toLowerCase()).toBe('svg');
      // Drawn inline: nothing is fetched from a third party.
      expect(logo.querySelector('image')).toBeNull();
    }
  });

  it.each([
    ['Quiénes somos', '/pages/quienes-somos'],
    ['Responsabilidad social', '/pages/Responsabilidad-Social_ferema'],
    ['Política de privacidad', '/pages/politica-de-privacidad'],
    ['Términos y condiciones', '/pages/terminos-y-condiciones'],
    ['Devoluciones y cambios', '/pages/devoluciones-y-cambios'],
    ['Política de envíos', '/pages/politica-de-envios'],
  ])('links to the content page "%s"', (name, href) => {
    const footer = renderFooter();
    expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it.each([
    ['Atención al cliente', 'Mi Pedido', '/estado-orden'],
    ['Atención al cliente', 'Solicitud de servicio', '/solicitud-de-servicio'],
    ['Tienda', 'Ubícanos', '/ubicanos'],
    ['Tienda', 'Ventas corporativas', '/ventas-corporativas'],
  ])('links under "%s" to the support page "%s"', (heading, name, href) => {
    const footer = renderFooter();
    const link = within(footer).getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    // In the column of its heading: the heading and the link share the column.
    const column = within(footer).getByRole('heading', { name: heading }).parentElement;
    expect(column).toContainElement(link);
  });

  it('opens a support page in the same tab, through the router', async () => {
    const footer = renderFooter();
    await userEvent.click(within(footer).getByRole('link', { name: 'Ubícanos' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/ubicanos');
  });

  it('reaches the support links from the keyboard, after the phone line', async () => {
    const footer = renderFooter();
    await userEvent.tab();
    expect(within(footer).getByRole('link', { name: '2280-1010' })).toHaveFocus();
    await userEvent.tab();
    expect(within(footer).getByRole('link', { name: 'Escríbenos por WhatsApp' })).toHaveFocus();
    await userEvent.tab();
    expect(within(footer).getByRole('link', { name: 'Mi Pedido' })).toHaveFocus();
    await userEvent.tab();
    expect(within(footer).getByRole('link', { name: 'Solicitud de servicio' })).toHaveFocus();
  });
});
