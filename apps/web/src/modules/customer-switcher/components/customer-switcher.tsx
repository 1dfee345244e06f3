import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { CustomerSearchItem } from '@energiek/contracts/customer-switch';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCustomerSearch } from '../../../lib/customer-search.ts';
import { useSelectCustomer } from '../../../lib/select-customer.ts';
import { SWITCHER_TEXTS } from '../texts.ts';
import { Crown } from '../../../components/crown.tsx';

/** Spec §9: the search waits until typing has stopped for 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The drawer's customer switcher (spec §2): a WAI-ARIA combobox. Typing searches (debounced), the
 * arrows move through the results, Enter chooses, Escape closes the list (and clears on a second press).
 */
export function CustomerSwitcher() {
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const query = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const search = useCustomerSearch(query);
  const select = useSelectCustomer();
  const toast = useToast();
  const listId = useId();
  const inputId = useId();

  const results = query !== '' && query === input.trim() ? (search.data ?? []) : [];
  const showList = open && query !== '' && query === input.trim();

  const choose = (customer: CustomerSearchItem) => {
    select.mutate(customer.id, {
      onSuccess: (data) => {
        toast.success(SWITCHER_TEXTS.switched(data.selectedCustomer.name));
        setInput('');
        setOpen(false);
        setActiveIndex(-1);
      },
      onError: () => toast.error(SWITCHER_TEXTS.failed),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActiveIndex(activeIndex >= last ? 0 : activeIndex + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActiveIndex(activeIndex <= 0 ? last : activeIndex - 1);
    } else if (event.key === 'Enter') {
      const customer = showList ? results[activeIndex] : undefined;
      if (customer) {
        event.preventDefault();
        choose(customer);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (showList) setOpen(false);
      else setInput('');
      setActiveIndex(-1);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const active = showList && activeIndex >= 0 && activeIndex < results.length;

  return (
    <div className="relative px-3 pb-3" data-testid="customer-switcher">
      <label htmlFor={inputId} className="mb-1 block text-xs font-semibold text-slate-500 uppercase">
        {SWITCHER_TEXTS.label}
      </label>
      <div className="relative">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={active ? optionId(activeIndex) : undefined}
          placeholder={SWITCHER_TEXTS.placeholder}
          value={input}
          disabled={select.isPending}
          onChange={(event) => {
            setInput(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
          className="w-full rounded-lg border border-slate-300 py-2 pr-8 pl-8 text-sm focus:border-brand-500 focus:outline-2 focus:outline-brand-200"
        />
        {search.isFetching || select.isPending ? (
          <Spinner
            className="absolute top-1/2 right-2.5 size-4 -translate-y-1/2"
            label={SWITCHER_TEXTS.searching}
          />
        ) : null}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={SWITCHER_TEXTS.results}
        hidden={!showList}
        className="absolute right-3 left-3 z-50 mt-1 max-h-80 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {showList && results.length === 0 && !search.isFetching ? (
          <li className="px-3 py-2 text-sm text-slate-500">{SWITCHER_TEXTS.noResults}</li>
        ) : null}
        {showList
          ? results.map((customer, index) => (
              <li
                key={customer.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                // Keeps focus in the input so the list does not close before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(customer)}
                onMouseEnter={() => setActiveIndex(index)}
                className={`flex cursor-pointer items-start gap-2 rounded-md px-3 py-2 text-sm ${
                  index === activeIndex ? 'bg-brand-50 text-brand-900' : 'text-slate-700'
                }`}
              >
                <span className="min-w-0 flex-1">
                  <span className="block leading-snug font-medium break-words">{customer.name}</span>
                  <span className="block text-xs text-slate-500 tabular-nums">
                    {SWITCHER_TEXTS.number} {customer.number}
                  </span>
                </span>
                {customer.subType === 'ambassador' ? <Crown label={SWITCHER_TEXTS.ambassador} /> : null}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
