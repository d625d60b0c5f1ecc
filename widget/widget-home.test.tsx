import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../src/i18n/create-i18n';
import { WidgetHome } from './widget-home';

describe('WidgetHome', () => {
  it('greets the customer in the locale the partner chose', () => {
    render(
      <I18nextProvider i18n={createI18n('da')}>
        <WidgetHome />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Køb og sælg krypto' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Køb og sælg krypto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Få et tilbud' })).toBeEnabled();
  });
});
