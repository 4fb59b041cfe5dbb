import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { SkeletonCard } from './Skeleton';

const html = (element: React.ReactElement) => renderToStaticMarkup(element);

describe('Button (SPEC §5)', () => {
  it.each(['primary', 'secondary', 'ghost', 'default'] as const)('renders the %s variant', (variant) => {
    expect(html(<Button variant={variant}>Go</Button>)).toContain(`btn--${variant}`);
  });

  it('is inert while loading: disabled, busy, with a spinner and no click handler', () => {
    const markup = html(
      <Button loading onClick={() => undefined}>
        Save
      </Button>,
    );
    expect(markup).toContain('disabled=""');
    expect(markup).toContain('aria-busy="true"');
    expect(markup).toContain('btn__spinner');
  });

  it('is inert when disabled, and never submits a form by accident', () => {
    const markup = html(<Button disabled>Save</Button>);
    expect(markup).toContain('disabled=""');
    expect(markup).toContain('type="button"');
    expect(markup).not.toContain('aria-busy');
  });

  it('stays active otherwise', () => {
    expect(html(<Button type="submit">Save</Button>)).not.toContain('disabled');
  });
});

describe('SkeletonCard', () => {
  it('is hidden from screen readers and shows placeholder lines', () => {
    const markup = html(<SkeletonCard />);
    expect(markup).toContain('aria-hidden="true"');
    expect(markup.match(/class="skeleton"/g)?.length).toBeGreaterThanOrEqual(4);
  });
});
