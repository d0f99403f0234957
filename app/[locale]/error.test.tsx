import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import LocaleError from './error';

const messages = {
  common: {
    error: {
      title: 'Đã xảy ra lỗi',
      description: 'Không thể hiển thị trang này.',
      retry: 'Thử lại',
      home: 'Về trang chủ',
    },
  },
};

describe('the localized error page', () => {
  it('speaks the page language, retries on request and links home in that language', async () => {
    const reset = jest.fn();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const error = Object.assign(new Error('secret detail: alice@example.com'), { digest: '1234' });
    render(
      <NextIntlClientProvider locale="vi" messages={messages}>
        <LocaleError error={error} reset={reset} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Đã xảy ra lỗi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/vi');
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('civitas: the page failed to render (1234)');
    expect(JSON.stringify(logged.mock.calls)).not.toContain('alice@example.com');
    logged.mockRestore();
  });
});
