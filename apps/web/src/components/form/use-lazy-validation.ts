import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldConfig, FormRefine, FormValues } from '@portal/domain';
import type * as FormValidationModule from './form-validation';
import { whenIdle } from '../../lib/when-idle';

/** The validation's code (zod, the schema builder), fetched once for every form. */
let validationModule: Promise<typeof FormValidationModule> | undefined;
const loadValidation = () =>
  (validationModule ??= import('./form-validation').catch((error: unknown) => {
    // A failed fetch (the network dropped) is tried again at the next validation.
    validationModule = undefined;
    throw error;
  }));

/**
 * When the validation is fetched unasked: a few seconds after the form paints, so it stays off the page's
 * first-paint chain (decision 0136); the partner's first tap into the form fetches it sooner.
 */
const validationPrefetchDelayMs = 3000;

export interface LazyValidationOptions<Output> {
  fields: readonly FieldConfig[];
  schema?: z.ZodType<Output>;
  loadSchema?: () => Promise<z.ZodType<Output>>;
  /** Fetch the validation at the first touch of the page too (a tap, a key, a focus anywhere), not only of the form. */
  prefetchValidationOnPageTouch?: boolean;
  refine?: FormRefine;
  loadRefine?: () => Promise<FormRefine | undefined>;
  context?: FormValues;
}

/**
 * ConfigForm's async resolver (decision 0123): the validation is built once per fields and schema or refine,
 * when first needed (the idle prefetch, or a validation); the context's answers are read for showWhen.
 */
export function useLazyValidation<Output>({
  fields,
  schema,
  loadSchema,
  prefetchValidationOnPageTouch = false,
  refine,
  loadRefine,
  context,
}: LazyValidationOptions<Output>) {
  const contextRef = useRef(context);
  useLayoutEffect(() => {
    contextRef.current = context;
  });
  const validation = useMemo(() => {
    let built: Promise<Resolver<FormValues, unknown, Output>> | undefined;
    const load = () =>
      (built ??= Promise.all([loadValidation(), schema ?? loadSchema?.(), schema || loadSchema ? undefined : (refine ?? loadRefine?.())]).then(
        // Without a schema the output is the fields' FormValues.
        ([{ formResolver, schemaResolver }, loadedSchema, loadedRefine]) =>
          loadedSchema ? schemaResolver(loadedSchema) : (formResolver(fields, loadedRefine) as unknown as Resolver<FormValues, unknown, Output>),
        (error: unknown) => {
          built = undefined;
          throw error;
        },
      ));
    const resolver: Resolver<FormValues, unknown, Output> = async (values, resolverContext, options) => {
      const base = await load();
      const withContext = contextRef.current;
      return base(withContext ? { ...values, ...withContext } : values, resolverContext, options);
    };
    const prefetch = () => void load().catch(() => undefined);
    return { prefetch, resolver };
  }, [fields, schema, loadSchema, refine, loadRefine]);
  useEffect(() => whenIdle(validation.prefetch, { delayMs: validationPrefetchDelayMs }), [validation]);
  useEffect(() => {
    if (!prefetchValidationOnPageTouch) return;
    const touches = ['pointerdown', 'keydown', 'focusin'] as const;
    const touched = () => {
      for (const touch of touches) document.removeEventListener(touch, touched, true);
      validation.prefetch();
    };
    for (const touch of touches) document.addEventListener(touch, touched, true);
    return () => {
      for (const touch of touches) document.removeEventListener(touch, touched, true);
    };
  }, [validation, prefetchValidationOnPageTouch]);
  return validation;
}
