import { lazily } from './lazily';

describe('lazily', () => {
  it('makes the value on the first call only, and not before', () => {
    const create = jest.fn(() => ({ made: true }));
    const get = lazily(create);
    expect(create).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });
});
