// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Avatar,
  Badge,
  Button,
  Icon,
  IconButton,
  ListItem,
  NetworkImage,
  SearchInput,
  Skeleton,
  Spinner,
  Text,
  WalletImage,
} from '../../src/ui/index.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** An Image whose load result the test decides: 'load', 'error' or never (undefined). */
function stubImage(outcome: 'load' | 'error' | undefined) {
  const created: string[] = [];
  class FakeImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(value: string) {
      created.push(value);
      if (outcome) queueMicrotask(() => (outcome === 'load' ? this.onload?.() : this.onerror?.()));
    }
  }
  vi.stubGlobal('Image', FakeImage);
  return created;
}

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('Button', () => {
  it('is a type="button" with its label; loading keeps the label, disables and sets aria-busy', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button variant="primary" onClick={onClick}>
        Connect
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Connect' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('wp-button--primary');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    rerender(
      <Button variant="primary" loading onClick={onClick}>
        Connect
      </Button>,
    );
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Connect' })).toBe(button);
  });
});

describe('IconButton', () => {
  it('is named by its label (aria-label) and draws a hidden icon', () => {
    render(<IconButton label="Copy address" icon="copy" />);
    const button = screen.getByRole('button', { name: 'Copy address' });
    expect(button.getAttribute('aria-label')).toBe('Copy address');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('Icon', () => {
  it('draws a 24 px-grid stroke SVG in currentColor, hidden from assistive technology', () => {
    const { container } = render(<Icon name="wallet" size={16} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('width')).toBe('16');
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('ListItem', () => {
  it('is one button named by its title and description; selected sets aria-current', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <ListItem
        title="MetaMask"
        description="Installed"
        trailing={<Icon name="chevron-right" />}
        onClick={onClick}
      />,
    );
    const row = screen.getByRole('button', { name: /MetaMask/ });
    expect(row.tagName).toBe('BUTTON');
    expect(row.getAttribute('type')).toBe('button');
    expect(row.getAttribute('aria-current')).toBeNull();
    fireEvent.click(row);
    expect(onClick).toHaveBeenCalledOnce();
    rerender(<ListItem title="MetaMask" selected onClick={onClick} />);
    expect(screen.getByRole('button', { name: 'MetaMask' }).getAttribute('aria-current')).toBe('true');
  });

  it('disabled rows do not fire', () => {
    const onClick = vi.fn();
    render(<ListItem title="Ledger" disabled onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ledger' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});

/**
 * The initials an image shows. They are drawn by CSS from data-initials, never a text node: a monogram is a
 * picture, and as text it would join the visible label of the row around it.
 */
function initialsIn(container: HTMLElement): string {
  expect(container.textContent).toBe('');
  return container.querySelector('[data-initials]')?.getAttribute('data-initials') ?? '';
}

describe('WalletImage', () => {
  it.each(['javascript:alert(1)', 'http://cdn.example.com/wallet.png', 'data:text/html,<script>x</script>'])(
    'refuses %j: no <img>, no preload, initials instead',
    (src) => {
      const created = stubImage('load');
      const { container } = render(<WalletImage src={src} name="Coinbase Wallet" />);
      expect(container.querySelector('img')).toBeNull();
      expect(initialsIn(container)).toBe('CW');
      expect(created).toEqual([]);
    },
  );

  it('shows a safe image once it has loaded, and nothing (not initials) before', async () => {
    stubImage('load');
    const { container } = render(<WalletImage src="https://cdn.example.com/w.png" name="Rainbow" />);
    expect(initialsIn(container)).toBe('');
    await flush();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://cdn.example.com/w.png');
    expect(img.getAttribute('alt')).toBe('');
  });

  it('a broken image falls back to initials', async () => {
    stubImage('error');
    const { container } = render(<WalletImage src="https://cdn.example.com/w.png" name="Rainbow" />);
    await flush();
    expect(container.querySelector('img')).toBeNull();
    expect(initialsIn(container)).toBe('R');
  });

  it('an image slower than 2 s falls back to initials', () => {
    vi.useFakeTimers();
    stubImage(undefined);
    const { container } = render(<WalletImage src="https://cdn.example.com/slow.png" name="Slow Wallet" />);
    act(() => vi.advanceTimersByTime(1_999));
    expect(initialsIn(container)).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(initialsIn(container)).toBe('SW');
  });

  it('a name without letters gets the wallet icon', () => {
    const { container } = render(<WalletImage name="!!!" />);
    expect(container.querySelector('svg[data-icon="wallet"]')).not.toBeNull();
  });
});

describe('NetworkImage and Avatar', () => {
  it('NetworkImage refuses an unsafe network image and shows the initials, or a globe when unknown', () => {
    stubImage('load');
    const { container, rerender } = render(
      <NetworkImage network={{ name: 'Arbitrum One', assets: { imageUrl: 'javascript:alert(1)' } }} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(initialsIn(container)).toBe('AO');
    rerender(<NetworkImage network={undefined} />);
    expect(container.querySelector('svg[data-icon="globe"]')).not.toBeNull();
  });

  it('NetworkImage prefers the src override (chainImages) over the network asset', async () => {
    const created = stubImage('load');
    render(
      <NetworkImage
        network={{ name: 'Base', assets: { imageUrl: 'https://a.example/base.png' } }}
        src="https://b.example/base.png"
      />,
    );
    await flush();
    expect(created).toEqual(['https://b.example/base.png']);
  });

  it('Avatar draws the same gradient for the same address', () => {
    const { container } = render(
      <>
        <Avatar address="0xAB00000000000000000000000000000000000001" />
        <Avatar address="0xab00000000000000000000000000000000000001" />
      </>,
    );
    const [a, b] = Array.from(container.querySelectorAll<HTMLElement>('.wp-avatar'));
    expect(a!.style.background).not.toBe('');
    expect(a!.style.background).toBe(b!.style.background);
  });
});

function SearchHarness() {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchInput value={value} onChange={setValue} label="Search wallets" placeholder="Search" />
      <output>{value}</output>
    </>
  );
}

describe('SearchInput', () => {
  it('is a labelled search box that reports its text', () => {
    render(<SearchHarness />);
    const input = screen.getByRole('searchbox', { name: 'Search wallets' });
    fireEvent.change(input, { target: { value: 'rain' } });
    expect(screen.getByRole('status').textContent).toBe('rain');
  });
});

describe('Spinner, Skeleton, Text, Badge', () => {
  it('Spinner is a status with its label', () => {
    render(<Spinner label="Loading wallets" />);
    expect(screen.getByRole('status').textContent).toBe('Loading wallets');
  });

  it('Skeleton is hidden from assistive technology and takes the given size', () => {
    const { container } = render(<Skeleton width={120} height="1em" radius="full" />);
    const skeleton = container.firstElementChild as HTMLElement;
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton.style.width).toBe('120px');
    expect(skeleton.style.height).toBe('1em');
    expect(skeleton.style.borderRadius).toBe('var(--wp-border-radius-full)');
  });

  it('Text renders the element asked for with its variant and tone classes', () => {
    render(
      <Text as="h3" variant="title" tone="secondary">
        Hello
      </Text>,
    );
    const heading = screen.getByRole('heading', { name: 'Hello' });
    expect(heading.tagName).toBe('H3');
    expect(heading.className).toContain('wp-text--title');
    expect(heading.className).toContain('wp-text--tone-secondary');
  });

  it('Badge shows its text with its tone', () => {
    render(<Badge tone="success">Installed</Badge>);
    expect(screen.getByText('Installed').className).toBe('wp-badge wp-badge--success');
  });
});
