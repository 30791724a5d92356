import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS, IdParams, errorResponse } from '@store/contracts';
import { Type } from '@sinclair/typebox';
import { findProductArtInfo } from '../catalog/product-repository.js';
import type { Db } from '../db/db.js';
import { badRequest, notFound } from '../http/errors.js';
import type { ProductImageRenderer } from '../images/image-renderer.js';

const ALLOWED_WIDTHS = new Set<number>(IMAGE_WIDTHS);

export const imageRoutes: FastifyPluginAsyncTypebox<{ db: Db; renderer: ProductImageRenderer }> = async (
  app,
  { db, renderer },
) => {
  app.get('/images/products/:id', {
    schema: {
      tags: ['Imágenes'],
      summary: 'Imagen WebP del producto al ancho pedido',
      params: IdParams,
      querystring: Type.Object({
        w: Type.Integer({ default: 640, description: `Uno de: ${IMAGE_WIDTHS.join(', ')}` }),
        q: Type.Integer({ minimum: 1, maximum: 100, default: DEFAULT_IMAGE_QUALITY }),
      }),
      response: {
        200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image/webp' }),
        400: errorResponse,
        404: errorResponse,
      },
    },
    handler: async (request, reply) => {
      const { w: width, q: quality } = request.query;
      // A fixed set of widths keeps the disk cache bounded and stops render-cost abuse.
      if (!ALLOWED_WIDTHS.has(width))
        throw badRequest('Tamaño de imagen no soportado', { w: 'Tamaño de imagen no soportado' });
      const product = await findProductArtInfo(db, request.params.id);
      if (!product) throw notFound('Producto no encontrado');
      const image = await renderer.render(
        { id: product.id, brand: product.brand, model: product.model, categorySlug: product.categorySlug },
        width,
        quality,
      );
      return reply
        .header('Content-Type', image.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(image.body);
    },
  });
};
