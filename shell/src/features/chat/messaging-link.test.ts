import { buildMessagingSendLink } from './messaging-link';

describe('buildMessagingSendLink', () => {
  it('sends the phone as bare digits and the text percent-encoded', () => {
    expect(buildMessagingSendLink('+504 2280-1010', '¿Tienen laptops & tablets?')).toBe(
      'https://api.whatsapp.com/send?phone=50422801010&text=%C2%BFTienen%20laptops%20%26%20tablets%3F',
    );
  });

  it('leaves the text field out when there is no text (footer link)', () => {
    expect(buildMessagingSendLink('50422801010')).toBe('https://api.whatsapp.com/send?phone=50422801010');
  });

  it('keeps an empty text field when the caller passes an empty string', () => {
    expect(buildMessagingSendLink('504', '')).toBe('https://api.whatsapp.com/send?phone=504&text=');
  });
});
