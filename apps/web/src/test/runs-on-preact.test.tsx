import { createRequire } from 'node:module';
import { render, screen } from '@testing-library/react';
import { options } from 'preact';
import * as compat from 'preact/compat';
import * as React from 'react';
import { useState } from 'react';
import * as ReactDom from 'react-dom';
import { describe, expect, it } from 'vitest';

// The app ships on Preact (decision 0276): its tests must run on it too, with the libraries that import React
// given the same one copy of Preact, or a configuration change would silently test another runtime.
describe('the web tests run on Preact', () => {
  it("resolves react and react-dom to preact/compat's module", () => {
    expect(React.useState).toBe(compat.useState);
    expect(ReactDom.createPortal).toBe(compat.createPortal);
    expect(React.Fragment).toBe(compat.Fragment);
  });

  it("renders through Testing Library with Preact's hooks", () => {
    let renderedVNode = false;
    const previous = options.diffed;
    options.diffed = (vnode) => {
      renderedVNode = true;
      previous?.(vnode);
    };
    function Counter() {
      const [count] = useState(3);
      return <p>count {count}</p>;
    }
    try {
      render(<Counter />);
    } finally {
      options.diffed = previous;
    }
    expect(screen.getByText('count 3')).toBeTruthy();
    expect(renderedVNode).toBe(true);
  });

  it('has not loaded React itself in this worker (a CommonJS library requiring it would)', () => {
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    expect(loaded.filter((file) => /[\\/]node_modules[\\/]react(-dom)?[\\/]/.test(file))).toEqual([]);
  });
});
