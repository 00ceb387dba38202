import { useNavigate } from '@tanstack/react-router';

/**
 * Opens the premium dialog over the current page, for a journey or in general (the premium feature
 * owns the dialog; the URL's `premium=true` asks for it). A module of its own, so a page with only a
 * premium button (/home's banners) does not bring the course subscription flow with it.
 */
export function usePremiumDialog() {
  const navigate = useNavigate();
  return (journeyId?: number) =>
    void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, premium: true, ...(journeyId ? { premium_journey: journeyId } : {}) }) as never });
}
