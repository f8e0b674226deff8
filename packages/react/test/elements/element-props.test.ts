import { describe, expect, it } from 'vitest';
import { readElementProps } from '../../src/elements/element-props.js';

/** Attributes as an element holds them: names in lower case, values as written. */
function attributes(values: Record<string, string>) {
  return {
    getAttribute: (name: string) => values[name] ?? null,
    hasAttribute: (name: string) => name in values,
  };
}

describe('readElementProps', () => {
  it('reads every attribute of <appkit-button>', () => {
    const source = attributes({
      disabled: '',
      size: 'sm',
      balance: 'hide',
      namespace: 'solana',
      label: 'Go',
      loadinglabel: 'Going',
    });
    expect(readElementProps(source, '')).toEqual({
      kind: '',
      props: {
        disabled: true,
        size: 'sm',
        balance: 'hide',
        namespace: 'solana',
        label: 'Go',
        loadingLabel: 'Going',
      },
    });
  });

  it('treats disabled as a boolean attribute: present is on, except "false" (React 18 writes it for disabled={false})', () => {
    expect(readElementProps(attributes({ disabled: '' }), 'network-').props.disabled).toBe(true);
    expect(readElementProps(attributes({ disabled: 'disabled' }), 'network-').props.disabled).toBe(true);
    expect(readElementProps(attributes({ disabled: 'false' }), 'network-').props.disabled).toBe(false);
    expect(readElementProps(attributes({}), 'network-').props.disabled).toBe(false);
  });

  it('leaves unknown sizes, balances and namespaces to the button defaults', () => {
    const { props } = readElementProps(attributes({ size: 'lg', balance: 'maybe', namespace: 'tron' }), '');
    expect(props).toMatchObject({ size: undefined, balance: undefined, namespace: undefined });
  });

  it('gives each kind only the props its button takes', () => {
    const source = attributes({ size: 'md', balance: 'show', label: 'Go', namespace: 'eip155' });
    expect(Object.keys(readElementProps(source, 'account-').props).sort()).toEqual([
      'balance',
      'disabled',
      'namespace',
      'size',
    ]);
    expect(Object.keys(readElementProps(source, 'connect-').props).sort()).toEqual([
      'disabled',
      'label',
      'loadingLabel',
      'namespace',
      'size',
    ]);
    expect(Object.keys(readElementProps(source, 'network-').props).sort()).toEqual(['disabled', 'size']);
  });
});
