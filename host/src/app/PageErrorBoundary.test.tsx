import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { PageErrorBoundary } from './PageErrorBoundary';

let fail = true;
function Flaky() {
  if (fail) throw new Error('chunk failed');
  return <p>The page</p>;
}

function GoElsewhere() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/other')}>
      elsewhere
    </button>
  );
}

function renderRoutes() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <GoElsewhere />
      <PageErrorBoundary>
        <Routes>
          <Route path="/" element={<Flaky />} />
          <Route path="/other" element={<p>Another page</p>} />
        </Routes>
      </PageErrorBoundary>
    </MemoryRouter>,
  );
}

describe('PageErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    fail = true;
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows a page that failed as an error with Try again, which renders it again', () => {
    renderRoutes();
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded');
    fail = false;
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(screen.getByText('The page')).toBeInTheDocument();
  });

  it('tries again when the browser comes back online', () => {
    renderRoutes();
    fail = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('The page')).toBeInTheDocument();
  });

  it('shows another route after a failed one', () => {
    renderRoutes();
    act(() => screen.getByRole('button', { name: 'elsewhere' }).click());
    expect(screen.getByText('Another page')).toBeInTheDocument();
  });
});
