import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onDemand, useOnDemand, type OnDemandPart } from './on-demand';

function Panel({ label }: { label: string }) {
  return <p>{label}</p>;
}

function Host({ part }: { part: OnDemandPart<{ label: string }> }) {
  const [Loaded, want] = useOnDemand(part);
  return (
    <>
      <button type="button" onClick={want}>
        Abrir
      </button>
      {Loaded ? <Loaded label="Panel cargado" /> : null}
    </>
  );
}

describe('onDemand', () => {
  it('fetches the code once, however often it is asked for', async () => {
    const importer = jest.fn(() => Promise.resolve(Panel));
    const part = onDemand(importer);
    expect(importer).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([part.load(), part.load()]);
    expect(first).toBe(Panel);
    expect(second).toBe(Panel);
    expect(part.loaded()).toBe(Panel);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch, so the next ask tries again', async () => {
    const importer = jest
      .fn<Promise<typeof Panel>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(Panel);
    const part = onDemand(importer);
    await expect(part.load()).rejects.toThrow('ChunkLoadError');
    expect(part.loaded()).toBeUndefined();
    await expect(part.load()).resolves.toBe(Panel);
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('useOnDemand', () => {
  it('renders nothing until wanted, then the loaded component', async () => {
    const importer = jest.fn(() => Promise.resolve(Panel));
    render(<Host part={onDemand(importer)} />);
    expect(importer).not.toHaveBeenCalled();
    expect(screen.queryByText('Panel cargado')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByText('Panel cargado')).toBeInTheDocument();
  });

  it('after a failed load, asking again retries', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const importer = jest
      .fn<Promise<typeof Panel>, []>()
      .mockRejectedValueOnce(new Error('sin conexión'))
      .mockResolvedValueOnce(Panel);
    render(<Host part={onDemand(importer)} />);
    const button = screen.getByRole('button', { name: 'Abrir' });
    await userEvent.click(button);
    await act(async () => {
      await Promise.resolve();
    });
    expect(warn).toHaveBeenCalledWith('[carga bajo demanda]', expect.any(Error));
    expect(screen.queryByText('Panel cargado')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByText('Panel cargado')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
