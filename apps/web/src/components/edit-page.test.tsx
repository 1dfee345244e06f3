import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CreateOrEditPage, CreatePage, EditPage } from './edit-page.tsx';
import { ToastProvider } from './ui/toast.tsx';

function renderAt(element: ReactNode) {
  render(
    <ToastProvider>
      <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />
    </ToastProvider>,
  );
}

const back = { to: '/v3/customers/4/entities', label: 'Terug naar entiteiten' };

describe('CreatePage', () => {
  it("shows the title, the customer's name, the back link and the form", () => {
    renderAt(
      <CreatePage title="Nieuwe entiteit" customerName="Bakkerij De Vries B.V." back={back}>
        <form aria-label="Entiteit" />
      </CreatePage>,
    );
    expect(screen.getByRole('heading', { name: 'Nieuwe entiteit' })).toBeTruthy();
    expect(screen.getByText('Bakkerij De Vries B.V.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terug naar entiteiten' }).getAttribute('href')).toBe(back.to);
    expect(screen.getByRole('form', { name: 'Entiteit' })).toBeTruthy();
  });
});

describe('EditPage', () => {
  const page = (query: { isPending: boolean; isError: boolean; data: { name: string } | undefined }) => (
    <EditPage
      title="Entiteit bewerken"
      customerName="Bakkerij De Vries B.V."
      back={back}
      query={query}
      loadFailed="De entiteit kon niet worden geladen."
      after={<p>Historie</p>}
    >
      {(record) => <p>Formulier van {record.name}</p>}
    </EditPage>
  );

  it("shows the record's form with the customer's name, and what comes after it", () => {
    renderAt(page({ isPending: false, isError: false, data: { name: 'Kas Noord' } }));
    expect(screen.getByText('Bakkerij De Vries B.V.')).toBeTruthy();
    expect(screen.getByText('Formulier van Kas Noord')).toBeTruthy();
    expect(screen.getByText('Historie')).toBeTruthy();
  });

  it('says so when the record cannot be loaded, and still shows what comes after', () => {
    renderAt(page({ isPending: false, isError: true, data: undefined }));
    expect(screen.getByText('De entiteit kon niet worden geladen.')).toBeTruthy();
    expect(screen.queryByText(/Formulier/)).toBeNull();
    expect(screen.getByText('Historie')).toBeTruthy();
  });
});

describe('CreateOrEditPage', () => {
  const texts = {
    notFound: 'Deze overeenkomst bestaat niet (meer).',
    form: { createTitle: 'Nieuwe overeenkomst', editTitle: 'Overeenkomst bewerken' },
  };
  const page = (
    id: number | undefined,
    query: { isPending: boolean; data: { name: string } | undefined },
  ) => (
    <CreateOrEditPage id={id} query={query} texts={texts} customerName="Bakkerij De Vries B.V.">
      <p>Formulier</p>
    </CreateOrEditPage>
  );

  it('creates without waiting for a record', () => {
    renderAt(page(undefined, { isPending: true, data: undefined }));
    expect(screen.getByRole('heading', { name: 'Nieuwe overeenkomst' })).toBeTruthy();
    expect(screen.getByText('Formulier')).toBeTruthy();
  });

  it('edits once the record is there', () => {
    renderAt(page(7, { isPending: false, data: { name: 'Kas Noord' } }));
    expect(screen.getByRole('heading', { name: 'Overeenkomst bewerken' })).toBeTruthy();
    expect(screen.getByText('Bakkerij De Vries B.V.')).toBeTruthy();
  });

  it('says so when the record cannot be had, without the form', () => {
    renderAt(page(7, { isPending: false, data: undefined }));
    expect(screen.getByText(texts.notFound)).toBeTruthy();
    expect(screen.queryByText('Formulier')).toBeNull();
  });
});
