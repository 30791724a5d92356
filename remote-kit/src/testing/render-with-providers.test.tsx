import { act, screen } from '@testing-library/react';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { useParams } from 'react-router-dom';
import { getRuntimeConfig, requestToast } from '@store/app-kit';
import { renderWithProviders } from './render-with-providers';
import { TEST_API } from './runtime-config';

const counter = createSlice({ name: 'counter', initialState: { value: 0 }, reducers: {} });

function Slug() {
  return <p>Slug: {useParams().slug}</p>;
}

describe('renderWithProviders', () => {
  it('mounts the element at the path with the given store, the test config and toasts', async () => {
    const store = configureStore({ reducer: { counter: counter.reducer } });
    const result = renderWithProviders(<Slug />, {
      store,
      route: '/pages/quienes-somos?x=1',
      path: '/pages/:slug',
      withLocationProbe: true,
    });
    expect(result.store).toBe(store);
    expect(screen.getByText('Slug: quienes-somos')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/pages/quienes-somos?x=1');
    expect(getRuntimeConfig().apiBaseUrl).toBe(TEST_API);
    act(() => requestToast('Hola'));
    expect(await screen.findByText('Hola')).toBeInTheDocument();
  });
});
