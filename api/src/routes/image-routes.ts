import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS, IdParams, errorResponse } from '@store/contracts';
import { Type } from '@sinclair/typebox';
import { findProductArtInfo } from '../catalog/product-repository.js';
import type { Db } from '../db/db.js';
import { addressKey } from '../http/address-key.js';
import { notFound } from '../http/errors.js';
import type { ProductImageRenderer } from '../images/image-renderer.js';
import { DEFAULT_IMAGE_WIDTH, snapImageVariant } from '../images/image-variants.js';

export const imageRoutes: FastifyPluginAsyncTypebox<{ db: Db; renderer: ProductImageRenderer }> = async (
  app,
  { db, renderer },
) => {
  app.get('/images/products/:id', {
    schema: {
      tags: ['Imágenes'],
      summary: 'Imagen WebP del producto al ancho pedido',
      params: IdParams,
      description: `Solo se generan los anchos ${IMAGE_WIDTHS.join(', ')} y la calidad ${String(DEFAULT_IMAGE_QUALITY)}: otro \`w\` se ajusta al ancho permitido inmediatamente mayor (o al máximo) y otra \`q\` a ${String(DEFAULT_IMAGE_QUALITY)}. Una imagen que aún no está en caché espera en una cola de tamaño limitado: 429 cuando la misma conexión ya espera demasiadas, 503 cuando la cola está llena (ambas con Retry-After).`,
      querystring: Type.Object({
        w: Type.Integer({
          minimum: 1,
          default: DEFAULT_IMAGE_WIDTH,
          description: `Uno de: ${IMAGE_WIDTHS.join(', ')} (otro valor se ajusta)`,
        }),
        q: Type.Integer({
          minimum: 1,
          maximum: 100,
          default: DEFAULT_IMAGE_QUALITY,
          description: `Se genera siempre con ${String(DEFAULT_IMAGE_QUALITY)}`,
        }),
      }),
      response: {
        200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image/webp' }),
        400: errorResponse,
        404: errorResponse,
        429: errorResponse,
        503: errorResponse,
      },
    },
    handler: async (request, reply) => {
      // Snapped, not refused: an old URL still shows its picture, yet only the allowed variants
      // are ever rendered and cached, so `w`/`q` cannot be used to burn CPU (the renderer snaps
      // again, so its cache key cannot hold anything else).
      const { width, quality } = snapImageVariant(request.query.w, request.query.q);
      const product = await findProductArtInfo(db, request.params.id);
      if (!product) throw notFound('Producto no encontrado');
      // The render queue's per-client limit counts per client address (its /64 for IPv6; the
      // real address behind a proxy with TRUST_PROXY).
      const image = await renderer.render(
        { id: product.id, brand: product.brand, model: product.model, categorySlug: product.categorySlug },
        width,
        quality,
        addressKey(request.ip),
      );
      return reply
        .header('Content-Type', image.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(image.body);
    },
  });
};
