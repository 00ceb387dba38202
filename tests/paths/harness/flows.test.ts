import { describe, expect, test } from 'vitest';
import { checkoutMachine } from '../fixtures/checkout.machine';
import { renderFlow, renderIndex, renderMermaid, renderTransitionTable, productPages } from './flows';

describe('flow diagrams', () => {
  const diagram = renderMermaid(checkoutMachine);

  test('draws parallel regions, nested states, initial and final states', () => {
    expect(diagram).toMatch(/^stateDiagram-v2\n {2}state checkout \{\n {4}state purchase \{\n {6}\[\*\] --> purchase_deciding/);
    expect(diagram).toContain('    }\n    --\n    state help {');
    expect(diagram).toContain('purchase_paid --> [*]');
    expect(diagram).toContain('purchase_givenUp --> [*]');
  });

  test('labels guards, always, delays, invoked actors and actions', () => {
    expect(diagram).toContain('purchase_deciding --> purchase_cart : always [nothingInCart]');
    expect(diagram).toContain('purchase_cart --> purchase_review : quantity.set [quantityAllowed] / setQuantity');
    expect(diagram).toContain('purchase_failed --> purchase_givenUp : after receiptTimeout (3000 ms)');
    expect(diagram).toContain('purchase_paying --> purchase_paid : charge done / keepReceipt');
    expect(diagram).toContain('purchase_paying --> purchase_failed : charge fails');
    expect(diagram).toContain('purchase_paying : invokes charge');
    expect(diagram).toContain('purchase_paying : The payment is in flight.');
  });

  test('writes each edge inside the compound state that holds both ends', () => {
    const helpBlock = diagram.slice(diagram.indexOf('state help {'));
    expect(helpBlock).toContain('help_hidden --> help_shown : help.toggle');
    expect(diagram.indexOf('help_hidden --> help_shown')).toBeGreaterThan(diagram.indexOf('state help {'));
  });

  test('lists every transition in a table, with descriptions', () => {
    const table = renderTransitionTable(checkoutMachine);
    expect(table.split('\n')).toHaveLength(2 + 13);
    expect(table).toContain('| purchase.cart | quantity.set |  | purchase.cart |  | Refused quantity: stay. |');
  });

  test('reads the product pages from meta or from the file', () => {
    expect(productPages(checkoutMachine, '/** Checkout (docs/product/premium.md, States); delays in docs/product/shell.md, Limits; docs/product/premium.md again */')).toEqual(['premium', 'shell']);
    expect(productPages(checkoutMachine, '// no page named here')).toEqual([]);
  });

  test('indexes every machine with state and transition counts', () => {
    const index = renderIndex([{ name: 'checkout', machine: checkoutMachine, pages: ['premium'] }]);
    expect(index).toContain('| [checkout](checkout.md) | Fixture: buying a quantity of something, with a payment that may fail. | 11 | 13 | [premium](../product/premium.md) |');
    expect(renderFlow({ name: 'checkout', machine: checkoutMachine, pages: [] })).toContain('Documented in (no product page named) · 11 states · 13 transitions');
    expect(renderFlow({ name: 'shop/checkout', machine: checkoutMachine, pages: ['premium'] })).toContain('Documented in [premium](../../product/premium.md) · 11 states');
  });
});
