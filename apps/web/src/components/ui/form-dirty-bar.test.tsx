import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormDirtyBar } from './form-dirty-bar.tsx';

function fireBeforeUnload(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('FormDirtyBar', () => {
  it('is hidden while nothing changed, and then the page may be left', () => {
    render(<FormDirtyBar dirty={false} onSave={() => undefined} onCancel={() => undefined} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(fireBeforeUnload().defaultPrevented).toBe(false);
  });

  it('shows save and cancel while dirty', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const onCancel = vi.fn();
    render(<FormDirtyBar dirty onSave={onSave} onCancel={onCancel} />);
    const bar = screen.getByRole('region', { name: 'Niet-opgeslagen wijzigingen' });
    expect(bar.textContent).toContain('Je hebt wijzigingen die nog niet zijn opgeslagen.');
    await user.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('warns before the page is left while dirty, and stops once saved', () => {
    const { rerender } = render(<FormDirtyBar dirty onSave={() => undefined} onCancel={() => undefined} />);
    expect(fireBeforeUnload().defaultPrevented).toBe(true);
    rerender(<FormDirtyBar dirty={false} onSave={() => undefined} onCancel={() => undefined} />);
    expect(fireBeforeUnload().defaultPrevented).toBe(false);
  });

  it('submits a form outside the bar', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <>
        <form id="contact-form" onSubmit={onSubmit} />
        <FormDirtyBar dirty form="contact-form" onCancel={() => undefined} saving={false} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('cannot be saved twice while saving', () => {
    render(<FormDirtyBar dirty onSave={() => undefined} onCancel={() => undefined} saving />);
    expect((screen.getByRole('button', { name: /Wijzigingen opslaan/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Annuleren' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

function ContactForm({ onSave }: { onSave: (values: { name: string }) => void }) {
  const { register, handleSubmit, reset, formState } = useForm({ defaultValues: { name: 'Jan' } });
  return (
    <>
      <form
        id="contact"
        onSubmit={handleSubmit((values) => {
          onSave(values);
          reset(values);
        })}
      >
        <label htmlFor="name">Naam</label>
        <input id="name" {...register('name')} />
      </form>
      <FormDirtyBar dirty={formState.isDirty} form="contact" onCancel={() => reset()} />
    </>
  );
}

describe('FormDirtyBar with react-hook-form', () => {
  it('appears on a change, and leaves on cancel or save', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<ContactForm onSave={onSave} />);
    const input = screen.getByLabelText('Naam') as HTMLInputElement;
    expect(screen.queryByRole('region')).toBeNull();

    await user.type(input, 'ine');
    expect(screen.getByRole('region', { name: 'Niet-opgeslagen wijzigingen' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(input.value).toBe('Jan');
    expect(screen.queryByRole('region')).toBeNull();

    await user.type(input, 'ine');
    await user.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Janine' });
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });
});
